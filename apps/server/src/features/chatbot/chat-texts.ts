import type { ChatLanguage, ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";

type Texts = Record<ChatLanguage, string>;

/**
 * What Navi says, in the chat's three languages (the server's catalogues hold English and
 * Japanese only, and the chat also speaks Vietnamese). Markdown; {{name}} is replaced by
 * chatText's params, and {{count:file|files}} by the word the number in `count` takes.
 */
const texts = {
  greeting: {
    en: "Hello {{name}}! I'm **Navi**. I can help you with commuting tickets and your working address. What would you like to do?",
    ja: "{{name}}さん、こんにちは！**Navi**です。通勤定期券と勤務地の手続きをお手伝いします。何をしますか？",
    vi: "Xin chào {{name}}! Mình là **Navi**. Mình có thể giúp bạn về vé đi làm (định kỳ) và địa chỉ nơi làm việc. Bạn muốn làm gì?",
  },
  help: {
    en: "Here is what I can do:\n\n- **Create a commuting ticket** (or a 6-month train ticket)\n- **Continue** a ticket that is about to end\n- **Upload evidence** for a ticket\n- **Cancel or refund** a ticket\n- **Change your working address**\n\nTell me in your own words (e.g. *ticket from Shinjuku to Tokyo for 3 months*), or pick a button. Say *cancel* to stop a task, *go back* to return to an interrupted one.",
    ja: "できること：\n\n- **通勤定期券の申請**（6か月の電車定期も）\n- まもなく終わる定期券の**継続**\n- 定期券の**証憑のアップロード**\n- 定期券の**解約・払い戻し**\n- **勤務地の変更**\n\n自由に入力してください（例：*新宿から東京まで3か月の定期*）。ボタンも使えます。*キャンセル*で中止、*戻る*で中断した手続きに戻ります。",
    vi: "Mình có thể:\n\n- **Tạo vé đi làm** (hoặc vé tàu 6 tháng)\n- **Gia hạn** vé sắp hết hạn\n- **Tải lên chứng từ** cho vé\n- **Hủy hoặc hoàn tiền** vé\n- **Đổi địa chỉ nơi làm việc**\n\nHãy nói theo cách của bạn (ví dụ: *vé từ Shinjuku đến Tokyo 3 tháng*) hoặc chọn một nút. Nói *hủy* để dừng, *quay lại* để trở về việc đang làm dở.",
  },
  menu: {
    en: "What would you like to do?",
    ja: "何をしますか？",
    vi: "Bạn muốn làm gì?",
  },
  noMatch: {
    en: "Sorry, I did not understand that. Here is what I can help with:",
    ja: "すみません、よくわかりませんでした。お手伝いできることはこちらです：",
    vi: "Xin lỗi, mình chưa hiểu. Đây là những việc mình có thể giúp:",
  },
  noMatchInTask: {
    en: "Sorry, I did not understand that. You can fill in the form, tell me a value (e.g. *amount 12000*), or say *cancel*.",
    ja: "すみません、よくわかりませんでした。フォームに入力するか、値を教えてください（例：*金額 12000*）。やめるときは*キャンセル*と入力してください。",
    vi: "Xin lỗi, mình chưa hiểu. Bạn có thể điền biểu mẫu, cho mình biết một giá trị (ví dụ: *số tiền 12000*) hoặc nói *hủy*.",
  },
  didYouMean: {
    en: "Did you mean one of these?",
    ja: "こちらのことですか？",
    vi: "Ý bạn là một trong những việc này?",
  },
  smallGreeting: {
    en: "Hello! What can I do for you?",
    ja: "こんにちは！何をお手伝いしましょうか？",
    vi: "Xin chào! Mình có thể giúp gì cho bạn?",
  },
  thanks: {
    en: "You're welcome! Anything else?",
    ja: "どういたしまして！ほかに何かありますか？",
    vi: "Không có gì! Bạn cần gì nữa không?",
  },
  cancelled: {
    en: "OK, I stopped **{{task}}**.",
    ja: "**{{task}}**を中止しました。",
    vi: "Được rồi, mình đã dừng **{{task}}**.",
  },
  nothingToCancel: {
    en: "There is nothing in progress to cancel.",
    ja: "中止する手続きはありません。",
    vi: "Không có việc nào đang làm để hủy.",
  },
  interrupted: {
    en: "Let's do **{{task}}** first; we can go back to **{{previous}}** afterwards.",
    ja: "先に**{{task}}**をしましょう。あとで**{{previous}}**に戻れます。",
    vi: "Hãy làm **{{task}}** trước; sau đó mình có thể quay lại **{{previous}}**.",
  },
  resumeOffer: {
    en: "Shall we go back to **{{task}}**?",
    ja: "**{{task}}**に戻りますか？",
    vi: "Quay lại **{{task}}** nhé?",
  },
  resumeButton: { en: "Back to {{task}}", ja: "{{task}}に戻る", vi: "Quay lại {{task}}" },
  dropResumeButton: { en: "No, thanks", ja: "いいえ", vi: "Không, cảm ơn" },
  resumed: {
    en: "Back to **{{task}}**. Here is where we were:",
    ja: "**{{task}}**に戻ります。続きはこちらです：",
    vi: "Quay lại **{{task}}**. Đây là phần đang làm:",
  },
  leftFor: {
    en: "I put **{{task}}** aside.",
    ja: "**{{task}}**は中止しました。",
    vi: "Mình đã bỏ **{{task}}**.",
  },
  nothingToResume: {
    en: "There is no earlier task to go back to.",
    ja: "戻る手続きはありません。",
    vi: "Không có việc nào trước đó để quay lại.",
  },
  resumeDropped: {
    en: "OK. Anything else?",
    ja: "わかりました。ほかに何かありますか？",
    vi: "Được rồi. Bạn cần gì nữa không?",
  },
  fieldSet: {
    en: "Noted: {{fields}}.",
    ja: "{{fields}}を入力しました。",
    vi: "Đã ghi nhận: {{fields}}.",
  },
  fieldCorrected: {
    en: "I changed **{{field}}** from {{from}} to {{to}}.",
    ja: "**{{field}}**を{{from}}から{{to}}に変更しました。",
    vi: "Mình đã đổi **{{field}}** từ {{from}} thành {{to}}.",
  },
  fieldFixed: {
    en: "**{{field}}** is fixed for this task and cannot be changed.",
    ja: "この手続きでは**{{field}}**は変更できません。",
    vi: "**{{field}}** cố định cho việc này và không thể thay đổi.",
  },
  ticketForm: {
    en: "Please check the ticket and send the form. I filled in what you told me.",
    ja: "定期券の内容を確認して送信してください。お聞きした内容は入力済みです。",
    vi: "Hãy kiểm tra thông tin vé và gửi biểu mẫu. Mình đã điền những gì bạn nói.",
  },
  continueForm: {
    en: "Here is the continuation of **{{ticket}}**. The route, transport, duration and amount stay the same; please check and send.",
    ja: "**{{ticket}}**の継続です。区間・交通手段・期間・金額は同じです。確認して送信してください。",
    vi: "Đây là gia hạn của **{{ticket}}**. Tuyến, phương tiện, thời hạn và số tiền giữ nguyên; hãy kiểm tra và gửi.",
  },
  refundForm: {
    en: "Cancel or refund **{{ticket}}**: choose the cancel date and the reason, then send.",
    ja: "**{{ticket}}**の解約・払い戻し：解約日と理由を選んで送信してください。",
    vi: "Hủy hoặc hoàn tiền **{{ticket}}**: chọn ngày hủy và lý do rồi gửi.",
  },
  refundChoice: {
    en: "Choose a full refund or cancelling the renewal, or enter a partial amount and attach the evidence.",
    ja: "全額払い戻し・更新の取り消しを選ぶか、一部の金額を入力して証憑を添付してください。",
    vi: "Chọn hoàn toàn bộ hoặc hủy gia hạn, hoặc nhập số tiền hoàn một phần và đính kèm chứng từ.",
  },
  fullRefundButton: { en: "Full refund", ja: "全額払い戻し", vi: "Hoàn toàn bộ" },
  cancelRenewalButton: { en: "Cancel the renewal", ja: "更新の取り消し", vi: "Hủy gia hạn" },
  addressForm: {
    en: "Your new working address: enter the post code (I look the address up), the rest of the address and the date it changes.",
    ja: "新しい勤務地：郵便番号（住所を検索します）、残りの住所、変更日を入力してください。",
    vi: "Địa chỉ làm việc mới: nhập mã bưu chính (mình sẽ tra địa chỉ), phần còn lại của địa chỉ và ngày thay đổi.",
  },
  addressHint: {
    en: "e.g. 〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 10F",
    ja: "例：〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 10F",
    vi: "ví dụ: 〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 10F",
  },
  pickTicket: {
    en: "Which ticket? Please pick one:",
    ja: "どの定期券ですか？選んでください：",
    vi: "Vé nào? Hãy chọn một vé:",
  },
  noTicketToContinue: {
    en: "You have no ticket that can be continued now: an approved ticket can be continued from 30 days before it ends.",
    ja: "いま継続できる定期券はありません。承認済みの定期券は終了の30日前から継続できます。",
    vi: "Hiện bạn không có vé nào có thể gia hạn: vé đã duyệt có thể gia hạn từ 30 ngày trước khi hết hạn.",
  },
  noTicketToRefund: {
    en: "You have no approved ticket to cancel or refund.",
    ja: "解約・払い戻しできる承認済みの定期券はありません。",
    vi: "Bạn không có vé đã duyệt nào để hủy hoặc hoàn tiền.",
  },
  noTicketForEvidence: {
    en: "You have no ticket to attach evidence to.",
    ja: "証憑を添付できる定期券はありません。",
    vi: "Bạn không có vé nào để đính kèm chứng từ.",
  },
  attachPrompt: {
    en: "Please attach the evidence (images or PDF) for **{{ticket}}**.",
    ja: "**{{ticket}}**の証憑（画像またはPDF）を添付してください。",
    vi: "Hãy đính kèm chứng từ (ảnh hoặc PDF) cho **{{ticket}}**.",
  },
  attachMissing: {
    en: "I did not get a file. Please attach an image or a PDF.",
    ja: "ファイルが届いていません。画像またはPDFを添付してください。",
    vi: "Mình chưa nhận được tệp. Hãy đính kèm ảnh hoặc PDF.",
  },
  attached: {
    en: "I attached {{count}} {{count:file|files}} to **{{ticket}}**. HR will review {{count:it|them}}.",
    ja: "**{{ticket}}**に{{count}}件のファイルを添付しました。人事が確認します。",
    vi: "Mình đã đính kèm {{count}} tệp vào **{{ticket}}**. Bộ phận nhân sự sẽ xem xét.",
  },
  filesKept: {
    en: "I kept {{count}} {{count:file|files}} for this task.",
    ja: "{{count}}件のファイルを受け取りました。",
    vi: "Mình đã giữ {{count}} tệp cho việc này.",
  },
  fixForm: {
    en: "Some fields need a change. Please correct them and send the form again.",
    ja: "修正が必要な項目があります。直してからもう一度送信してください。",
    vi: "Một số trường cần sửa. Hãy sửa và gửi lại biểu mẫu.",
  },
  stationUnknown: {
    en: "Choose a station from the list (see the suggestions).",
    ja: "駅は一覧から選んでください（候補をご覧ください）。",
    vi: "Hãy chọn một ga trong danh sách (xem gợi ý).",
  },
  outdated: {
    en: "This form is outdated: the conversation has moved on, so nothing was done. Please use the newest form.",
    ja: "このフォームは古くなっています（会話が先に進みました）。何も処理していません。最新のフォームを使ってください。",
    vi: "Biểu mẫu này đã cũ: cuộc trò chuyện đã tiếp tục nên không có gì được thực hiện. Hãy dùng biểu mẫu mới nhất.",
  },
  sentToLeader: {
    en: "Done! Your request was sent to your leader.",
    ja: "完了しました！申請はリーダーに送られました。",
    vi: "Xong! Yêu cầu của bạn đã được gửi cho trưởng nhóm.",
  },
  sentToHr: {
    en: "Done! Your request was sent to HR.",
    ja: "完了しました！申請は人事に送られました。",
    vi: "Xong! Yêu cầu của bạn đã được gửi cho bộ phận nhân sự.",
  },
  overBudgetNote: {
    en: "Note: this ticket is over your monthly commuting allowance.",
    ja: "注意：この定期券は月の通勤手当の上限を超えています。",
    vi: "Lưu ý: vé này vượt mức trợ cấp đi lại hằng tháng của bạn.",
  },
  refundSent: {
    en: "Done! Your cancellation of **{{ticket}}** was sent to HR.",
    ja: "完了しました！**{{ticket}}**の解約を人事に送りました。",
    vi: "Xong! Yêu cầu hủy **{{ticket}}** đã được gửi cho bộ phận nhân sự.",
  },
  addressRecorded: {
    en: "Done! Your working address from {{date}} is recorded.",
    ja: "完了しました！{{date}}からの勤務地を登録しました。",
    vi: "Xong! Địa chỉ làm việc từ {{date}} đã được ghi nhận.",
  },
  ticketsToChange: {
    en: "These commuting tickets are for the old address; please ask for new ones: {{tickets}}",
    ja: "次の定期券は旧勤務地のものです。新しい定期券を申請してください：{{tickets}}",
    vi: "Các vé sau dành cho địa chỉ cũ; hãy yêu cầu vé mới: {{tickets}}",
  },
  openTickets: { en: "Open commuting tickets", ja: "通勤定期券を開く", vi: "Mở vé đi làm" },
  openWorkingAddress: { en: "Open working address", ja: "勤務地を開く", vi: "Mở địa chỉ làm việc" },
  guideline: {
    en: "Here you are: [{{label}}]({{path}})",
    ja: "こちらです：[{{label}}]({{path}})",
    vi: "Đây: [{{label}}]({{path}})",
  },
  userSubmitted: { en: "(form sent)", ja: "（フォーム送信）", vi: "(đã gửi biểu mẫu)" },
  userCancelled: { en: "(cancel)", ja: "（キャンセル）", vi: "(hủy)" },
  anythingElse: { en: "Anything else?", ja: "ほかに何かありますか？", vi: "Bạn cần gì nữa không?" },
} satisfies Record<string, Texts>;

export type ChatTextKey = keyof typeof texts;

/** A text of Navi in the chat's language, {{params}} filled in. */
export function chatText(
  language: ChatLanguage,
  key: ChatTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTexts(texts[key][language], language, params);
}

const pluralRules = new Map<ChatLanguage, Intl.PluralRules>();

/** {{name}} by its value; {{name:one|other}} by the form the number in `name` takes. */
function fillTexts(text: string, language: ChatLanguage, params: Record<string, string | number>): string {
  const rules = pluralRules.get(language) ?? new Intl.PluralRules(language);
  pluralRules.set(language, rules);
  return text
    .replace(/\{\{(\w+):([^|}]*)\|([^}]*)\}\}/g, (_, name: string, one: string, other: string) =>
      rules.select(Number(params[name] ?? 0)) === "one" ? one : other,
    )
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

const taskLabels: Record<ChatTaskName, Texts> = {
  createTicket: { en: "Create a ticket", ja: "定期券の申請", vi: "Tạo vé" },
  createTicket6Months: { en: "6-month train ticket", ja: "6か月の電車定期", vi: "Vé tàu 6 tháng" },
  continueTicket: { en: "Continue a ticket", ja: "定期券の継続", vi: "Gia hạn vé" },
  uploadEvidence: { en: "Upload evidence", ja: "証憑のアップロード", vi: "Tải lên chứng từ" },
  refundTicket: { en: "Cancel or refund", ja: "解約・払い戻し", vi: "Hủy hoặc hoàn tiền" },
  refundFull: { en: "Full refund", ja: "全額払い戻し", vi: "Hoàn toàn bộ" },
  refundCancel: { en: "Cancel the renewal", ja: "更新の取り消し", vi: "Hủy gia hạn" },
  workingAddress: { en: "Change working address", ja: "勤務地の変更", vi: "Đổi địa chỉ làm việc" },
};

export function taskLabel(language: ChatLanguage, task: ChatTaskName): string {
  return taskLabels[task][language];
}

const fieldLabels: Record<string, Texts> = {
  departure: { en: "departure", ja: "出発駅", vi: "ga đi" },
  arrival: { en: "arrival", ja: "到着駅", vi: "ga đến" },
  transportType: { en: "transport", ja: "交通手段", vi: "phương tiện" },
  duration: { en: "duration", ja: "期間", vi: "thời hạn" },
  startDate: { en: "start date", ja: "開始日", vi: "ngày bắt đầu" },
  amount: { en: "amount", ja: "金額", vi: "số tiền" },
  notes: { en: "notes", ja: "備考", vi: "ghi chú" },
  cancelDate: { en: "cancel date", ja: "解約日", vi: "ngày hủy" },
  refundAmount: { en: "refund amount", ja: "払い戻し額", vi: "số tiền hoàn" },
  cancelReason: { en: "reason", ja: "理由", vi: "lý do" },
  note: { en: "note", ja: "メモ", vi: "ghi chú" },
  postCode: { en: "post code", ja: "郵便番号", vi: "mã bưu chính" },
  address1: { en: "address", ja: "住所", vi: "địa chỉ" },
  address2: { en: "building", ja: "番地・建物", vi: "số nhà, tòa nhà" },
  changeDate: { en: "change date", ja: "変更日", vi: "ngày thay đổi" },
};

export function fieldLabel(language: ChatLanguage, field: string): string {
  return fieldLabels[field]?.[language] ?? field;
}

const transportLabels: Record<string, Texts> = {
  Train: { en: "Train", ja: "電車", vi: "Tàu" },
  Bus: { en: "Bus", ja: "バス", vi: "Xe buýt" },
  Other: { en: "Other", ja: "その他", vi: "Khác" },
};

export function transportLabel(language: ChatLanguage, transport: string): string {
  return transportLabels[transport]?.[language] ?? transport;
}

const monthsLabel: Texts = { en: "{{n}} {{n:month|months}}", ja: "{{n}}か月", vi: "{{n}} tháng" };

export function durationLabel(language: ChatLanguage, months: number): string {
  return fillTexts(monthsLabel[language], language, { n: months });
}
