import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import { ticketStatusNames } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { translate } from "../../lib/i18n";

/**
 * Vietnamese texts of the server's message keys a chat can show (the form errors of tickets,
 * cancellations and working addresses, and the ticket statuses). The server's catalogues are
 * English and Japanese only; a key missing here is shown in English.
 */
const vietnamese: Record<string, string> = {
  "ticket.departureRequired": "Vui lòng nhập ga đi.",
  "ticket.arrivalRequired": "Vui lòng nhập ga đến.",
  "ticket.startDateRequired": "Vui lòng nhập ngày bắt đầu.",
  "ticket.amountRequired": "Vui lòng nhập số tiền.",
  "ticket.amountInvalid": "Số tiền không hợp lệ.",
  "ticket.sameStations": "Ga đi và ga đến phải khác nhau.",
  "ticket.startDateDisabled": "Vé không thể bắt đầu vào ngày này.",
  "ticket.startDateTooLate": "Vé chỉ có thể bắt đầu trong vòng một năm tới, muộn nhất là {{date}}.",
  "ticket.overBudgetReasonRequired":
    "Vé này vượt mức trợ cấp đi lại hằng tháng của bạn. Vui lòng ghi lý do vào phần ghi chú.",
  "ticket.sixMonthsFixed": "Vé 6 tháng là vé tàu 6 tháng.",
  "ticket.continuationMismatch":
    "Vé gia hạn giữ nguyên tuyến, phương tiện, thời hạn và số tiền của vé được gia hạn.",
  "ticket.continuationStart": "Vé gia hạn bắt đầu vào ngày sau khi vé trước hết hạn ({{date}}).",
  "ticket.previousTicketRequired": "Hãy chọn một vé đã duyệt của bạn để gia hạn.",
  "ticket.cancelDateRequired": "Vui lòng nhập ngày hủy.",
  "ticket.refundAmountRequired": "Vui lòng nhập số tiền hoàn.",
  "ticket.refundAmountInvalid": "Số tiền hoàn không hợp lệ.",
  "ticket.refundAmountRange": "Số tiền hoàn không phù hợp: tối thiểu là 0 và tối đa bằng số tiền của vé.",
  "ticket.refundTypeMismatch": "Trường này không hợp lệ.",
  "ticket.noteRequired": "Vui lòng nhập ghi chú.",
  "ticket.evidenceRequired": "Hoàn tiền một phần cần có chứng từ. Vui lòng tải lên.",
  "ticket.invalidTransition":
    "Không thể thay đổi vé theo cách này ở trạng thái hiện tại. Hãy tải lại để xem trạng thái mới nhất.",
  "ticket.tooManyLegs": "Một tuyến có tối đa {{max}} vé đang hiệu lực.",
  "ticket.evidenceType": "Chỉ có thể tải lên chứng từ dạng PNG, JPEG, PDF, WebP và HEIF/HEIC.",
  "ticket.evidenceUnavailable": "Không tìm thấy tệp chứng từ hoặc tệp đã được dùng. Vui lòng tải lên lại.",
  "workingAddress.addressRequired": "Vui lòng nhập địa chỉ.",
  "workingAddress.changeDateRequired": "Vui lòng nhập ngày thay đổi.",
  "workingAddress.changeDateTooEarly": "Ngày thay đổi phải từ {{date}} trở đi.",
  "workingAddress.sameAddress": "Đây đã là địa chỉ làm việc của bạn.",
  "workingAddress.alreadyRecorded": "Bạn đã có địa chỉ làm việc. Hãy thay đổi địa chỉ đó.",
  "zipCode.invalid": "Mã bưu chính không hợp lệ.",
  "common.invalidRequest": "Một số trường không hợp lệ.",
  "common.dateOutOfRange": "Hãy chọn một ngày từ {{min}} đến {{max}}.",
  "common.notFound": "Không tìm thấy.",
};

const vietnameseStatuses: Record<string, string> = {
  Submitted: "Đã gửi",
  Approved: "Đã duyệt",
  Cancelling: "Đang hủy",
  Cancelled: "Đã hủy",
  Rejected: "Bị từ chối",
  CancelRejected: "Hủy bị từ chối",
  SubmittedToManager: "Đã gửi trưởng nhóm",
  ManagerConfirmed: "Trưởng nhóm đã xác nhận",
  HRConfirmed: "Nhân sự đã xác nhận",
  RejectedNew: "Trưởng nhóm từ chối",
  RejectedToHr: "Trả lại nhân sự",
};

/** A message key of the server's catalogue in the chat's language. */
export function chatMessage(
  language: ChatLanguage,
  key: string,
  params: Record<string, unknown> = {},
): string {
  if (language !== "vi") return translate(language, key, params);
  const text = vietnamese[key];
  if (!text) return translate("en", key, params);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** A ticket status as the chat shows it. */
export function ticketStatusLabel(language: ChatLanguage, status: number): string {
  const name = ticketStatusNames[status as keyof typeof ticketStatusNames] ?? String(status);
  if (language === "vi") return vietnameseStatuses[name] ?? name;
  return translate(language, `ticket.export.status.${name}`);
}
