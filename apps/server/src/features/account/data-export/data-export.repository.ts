import type { Executor } from '../../../db/client.ts';
import {
  readConversationMemberships,
  readConversationReads,
  readMessageAttachments,
  readMessagesHidden,
  readMessagesWritten,
} from './conversation-rows.repository.ts';
import { readNotificationEmailOptOuts, readNotifications } from './notification-rows.repository.ts';
import {
  readAssignedServices,
  readGuardedOrders,
  readOrderServices,
  readOrders,
  readProductBuyerPersons,
  readProductCompanySizes,
  readProductSectors,
  readProducts,
  readReviewScores,
  readReviewsReceived,
  readReviewsWritten,
} from './order-rows.repository.ts';
import {
  readAccount,
  readCertificates,
  readEducations,
  readEmailVerificationLinks,
  readFreelancer,
  readFreelancerActivities,
  readFreelancerLanguages,
  readFreelancerSectors,
  readFreelancerSubIndustries,
  readFreelancerTools,
  readInvestor,
  readLoginAddresses,
  readPasswordLinks,
  readPictures,
  readVideos,
  readWorkExperiences,
} from './profile-rows.repository.ts';

export type ExportAccountRow = Awaited<ReturnType<typeof readAccount>>[number];

/**
 * Everything stored about the user, read in a fixed number of statements (35, whatever the
 * number of items; sequential, as one transaction's statements run anyway). Undefined when there
 * is no such user or `accept` refuses the account, which is read first so nothing else is read
 * then. Give it a transaction for one consistent snapshot.
 */
export async function readExportRows(
  db: Executor,
  userId: number,
  accept: (account: ExportAccountRow) => boolean = () => true,
) {
  const [account] = await readAccount(db, userId);
  if (!account || !accept(account)) return undefined;
  const [freelancer] = await readFreelancer(db, userId);
  const [investor] = await readInvestor(db, userId);
  return {
    account,
    freelancer,
    subIndustries: await readFreelancerSubIndustries(db, userId),
    sectors: await readFreelancerSectors(db, userId),
    activities: await readFreelancerActivities(db, userId),
    tools: await readFreelancerTools(db, userId),
    languages: await readFreelancerLanguages(db, userId),
    investor,
    pictures: await readPictures(db, userId),
    videos: await readVideos(db, userId),
    certificates: await readCertificates(db, userId),
    workExperiences: await readWorkExperiences(db, userId),
    educations: await readEducations(db, userId),
    orders: await readOrders(db, userId),
    orderServices: await readOrderServices(db, userId),
    products: await readProducts(db, userId),
    productSectors: await readProductSectors(db, userId),
    productCompanySizes: await readProductCompanySizes(db, userId),
    productBuyerPersons: await readProductBuyerPersons(db, userId),
    assignedServices: await readAssignedServices(db, userId),
    guardedOrders: await readGuardedOrders(db, userId),
    reviewsReceived: await readReviewsReceived(db, userId),
    reviewsWritten: await readReviewsWritten(db, userId),
    reviewScores: await readReviewScores(db, userId),
    passwordLinks: await readPasswordLinks(db, userId),
    emailVerificationLinks: await readEmailVerificationLinks(db, userId),
    loginAddresses: await readLoginAddresses(db, account.email),
    notifications: await readNotifications(db, userId),
    notificationEmailOptOuts: await readNotificationEmailOptOuts(db, userId),
    messages: await readMessagesWritten(db, userId),
    messageAttachments: await readMessageAttachments(db, userId),
    messagesHidden: await readMessagesHidden(db, userId),
    conversationMemberships: await readConversationMemberships(db, userId),
    conversationReads: await readConversationReads(db, userId),
  };
}

export type ExportRows = NonNullable<Awaited<ReturnType<typeof readExportRows>>>;
