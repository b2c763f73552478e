/** What every profile section receives from the page. */
export interface SectionProps {
  freelancerId: number;
  isOwner: boolean;
}
