import { describe, expect, it } from 'vitest';
import {
  guardianAssignedMail,
  orderActiveMail,
  orderRealizedMail,
  reviewReceivedMail,
  serviceAssignedMail,
} from './order-mail-texts.ts';

const web = 'https://handlowo.pl';
const service = (period: number) =>
  serviceAssignedMail(
    web,
    { email: 'f@example.pl' },
    { orderActivityId: 7, serviceName: 'Cold calling', amount: 5, period, startDate: '2027-01-04' },
  );

describe('order milestone mails', () => {
  it('link investors to their order’s page and freelancers to their service in the workspace', () => {
    const guardian = { firstName: 'Anna', lastName: 'Nowak', email: 'a@handlowo.pl' };
    for (const mail of [
      guardianAssignedMail(
        web,
        { email: 'i@example.pl' },
        { orderId: 12, orderNumber: 2, guardian, replaced: false },
      ),
      orderActiveMail(web, { email: 'i@example.pl' }, { orderId: 12, orderNumber: 2 }),
      orderRealizedMail(web, { email: 'i@example.pl' }, { orderId: 12, orderNumber: 2 }),
    ]) {
      expect(mail.to).toBe('i@example.pl');
      expect(mail.subject).toContain('nr 2');
      expect(mail.text).toContain(`${web}/investor/orders/12`);
      expect(mail.html).toContain(`href="${web}/investor/orders/12"`);
    }
    for (const mail of [
      service(1),
      reviewReceivedMail(
        web,
        { email: 'f@example.pl' },
        { orderActivityId: 7, serviceName: 'X', average: 4, text: 'Ok' },
      ),
    ]) {
      expect(mail.to).toBe('f@example.pl');
      expect(mail.text).toContain(`${web}/freelancer/orders/7`);
      expect(mail.html).toContain(`href="${web}/freelancer/orders/7"`);
    }
  });

  it('writes periods with Polish plurals and the date as dd.mm.yyyy', () => {
    expect(service(1).text).toContain('okres: 1 miesiąc, początek: 04.01.2027');
    expect(service(2).text).toContain('okres: 2 miesiące');
    expect(service(3).text).toContain('okres: 3 miesiące');
    expect(service(6).text).toContain('okres: 6 miesięcy');
  });

  it('writes the average with a decimal comma and escapes user text in the HTML part', () => {
    const mail = reviewReceivedMail(
      web,
      { email: 'f@example.pl' },
      { orderActivityId: 7, serviceName: 'A & B', average: 4.5, text: '<b>Super</b> "ok"' },
    );
    expect(mail.text).toContain('średnia ocena 4,50 na 5');
    expect(mail.text).toContain('Opinia: „<b>Super</b> "ok"”');
    expect(mail.html).toContain('&#60;b&#62;Super&#60;/b&#62; &#34;ok&#34;');
    expect(mail.html).toContain('A &#38; B');
    expect(mail.html).not.toContain('<b>');
  });
});
