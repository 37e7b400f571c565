import type { IntentPhrase } from "./intent.types";

/**
 * Held-out phrases: written before the rules were tuned and never used while tuning them, so
 * their accuracy estimates how the rules do on messages nobody has seen. Do not edit these to
 * make a rule change pass; add new phrases to intent-phrases.ts instead.
 */
export const holdoutIntentPhrases: readonly IntentPhrase[] = [
  { text: "Could you help me apply for a new commuter pass?", language: "en", intent: "createTicket" },
  { text: "need a train pass for my new route pls", language: "en", intent: "createTicket" },
  { text: "I'd like a six-month season ticket", language: "en", intent: "createTicket6Months" },
  { text: "my teiki runs out next week, how do I renew it", language: "en", intent: "continueTicket" },
  { text: "extend my bus pass for another 3 months", language: "en", intent: "continueTicket" },
  { text: "where do I send the photo of my pass receipt?", language: "en", intent: "uploadEvidence" },
  {
    text: "I need to return my commuting pass and get my money back",
    language: "en",
    intent: "refundTicket",
  },
  { text: "refund everything, the whole amount please", language: "en", intent: "refundFull" },
  { text: "please turn off the auto renewal on my pass", language: "en", intent: "refundCancel" },
  { text: "our team moved to a different office building", language: "en", intent: "workingAddress" },
  { text: "what are you able to help with?", language: "en", intent: "menu" },
  { text: "good evening", language: "en", intent: "greeting" },
  { text: "cheers, that was helpful", language: "en", intent: "thanks" },
  { text: "nevermind, stop", language: "en", intent: "cancel" },
  { text: "how do I submit my timesheet", language: "en", intent: null },
  { text: "book a meeting room for tomorrow", language: "en", intent: null },
  { text: "I'm confused, can you help me?", language: "en", intent: "help" },

  { text: "新しく定期券を作りたいのですが", language: "ja", intent: "createTicket" },
  { text: "半年の定期を申し込みたいです", language: "ja", intent: "createTicket6Months" },
  { text: "定期の期限が切れるので継続をお願いします", language: "ja", intent: "continueTicket" },
  { text: "定期代の領収書を提出したい", language: "ja", intent: "uploadEvidence" },
  { text: "定期を解約したいです", language: "ja", intent: "refundTicket" },
  { text: "全額払い戻しでお願いします", language: "ja", intent: "refundFull" },
  { text: "来月から定期を自動で更新しないでください", language: "ja", intent: "refundCancel" },
  { text: "勤務先が変わりました", language: "ja", intent: "workingAddress" },
  { text: "こんばんは", language: "ja", intent: "greeting" },
  { text: "助かりました、ありがとうございます", language: "ja", intent: "thanks" },
  { text: "やっぱりやめます", language: "ja", intent: "cancel" },
  { text: "何を手伝ってもらえますか", language: "ja", intent: "menu" },
  { text: "年末調整の書類はどこですか", language: "ja", intent: null },
  { text: "使い方がわかりません", language: "ja", intent: "help" },

  { text: "toi muon lam ve thang moi", language: "vi", intent: "createTicket" },
  { text: "Tôi muốn đăng ký vé 6 tháng", language: "vi", intent: "createTicket6Months" },
  { text: "vé tháng của em sắp hết hạn, gia hạn giúp em", language: "vi", intent: "continueTicket" },
  { text: "em muon gui hoa don ve tau", language: "vi", intent: "uploadEvidence" },
  { text: "huỷ vé tháng và hoàn tiền giúp mình", language: "vi", intent: "refundTicket" },
  { text: "hoan tien toan bo cho toi", language: "vi", intent: "refundFull" },
  { text: "tôi không muốn tự động gia hạn nữa", language: "vi", intent: "refundCancel" },
  {
    text: "công ty chuyển văn phòng, cần cập nhật địa chỉ làm việc",
    language: "vi",
    intent: "workingAddress",
  },
  { text: "chào bạn", language: "vi", intent: "greeting" },
  { text: "cam on nhieu nha", language: "vi", intent: "thanks" },
  { text: "bạn có thể làm những gì?", language: "vi", intent: "menu" },
  { text: "thôi, hủy đi", language: "vi", intent: "cancel" },
  { text: "làm sao để xin nghỉ phép?", language: "vi", intent: null },
  { text: "hướng dẫn mình với", language: "vi", intent: "help" },
];
