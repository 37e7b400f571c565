import dayjs from "dayjs";

/** A campaign date (YYYY-MM-DD) in the spec's date format, YYYY/MM/DD. */
export function formatCampaignDate(date: string): string {
  return dayjs(date).format("YYYY/MM/DD");
}
