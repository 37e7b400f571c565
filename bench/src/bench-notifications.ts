import type { BulkColumn } from "./bench-database";

export const notificationColumns: BulkColumn[] = [
  { name: "recipient_id", type: "int" },
  { name: "severity", type: "int" },
  { name: "title", type: "text" },
  { name: "message", type: "text" },
  { name: "link", type: "text" },
  { name: "sender_id", type: "int" },
  { name: "created_at", type: "text" },
  { name: "read_at", type: "text" },
];

/** A notification as HR sends one (texts per language), read or not. */
export function notificationRow(
  recipientId: number,
  senderId: number,
  n: number,
  createdAt: string,
  isRead: boolean,
) {
  return [
    recipientId,
    1,
    JSON.stringify({ en: `Bench notice ${n}`, ja: `ベンチのお知らせ ${n}` }),
    JSON.stringify({ en: "Prepared by the bench.", ja: "ベンチが用意しました。" }),
    null,
    senderId,
    createdAt,
    isRead ? createdAt : null,
  ];
}
