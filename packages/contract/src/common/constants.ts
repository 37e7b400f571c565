import { PageSize } from "./http";

// Constants of the shell spec §9 and the shared input rules (shell §5, tickets spec §5/§9).
// Languages live in ./culture, paging presets in ./http (PageSize), dates in ./dates.

/** Notification bell and dialogs (shell spec §9). */
export const NotificationLimits = {
  /** Rows a notification page loads (the Small paging preset). */
  pageSize: PageSize.small,
  /** Width of the "see all" dialog, px. */
  seeAllDialogWidth: 900,
  /** Maximum width of a notification popup's content, px. */
  popupContentMaxWidth: 600,
  /** Maximum height of the notification list before it scrolls, px. */
  listMaxHeight: 296,
} as const;

/** Main sidebar (shell spec §9); the breakpoints are inclusive (collapse at 1200 px or less). */
export const SidebarLayout = {
  /** Expanded width, px. */
  width: 210,
  /** Collapsed width, px. */
  collapsedWidth: 52,
  /** Viewport width at or below which the sidebar collapses, px. */
  collapseMaxWidth: 1200,
  /** Viewport width at or below which the sidebar hides behind a burger, px. */
  hideMaxWidth: 500,
} as const;

/** Help area menu (shell spec §9), read with the same inclusive breakpoints as the sidebar. */
export const HelpMenuLayout = {
  /** Viewport width at or below which the help menu collapses, px. */
  collapseMaxWidth: 800,
  /** Viewport width at or below which the help menu hides, px. */
  hideMaxWidth: 500,
} as const;

/** Back-to-top button (shell spec §9). */
export const BackToTopScroll = {
  /** Scroll distance after which the button shows, px. */
  offset: 400,
  /** The same distance inside the help area, px. */
  helpOffset: 200,
  /** Duration of the scroll back to the top, ms. */
  scrollDurationMs: 1000,
} as const;

/** Delays and display times of the shell (shell spec §8/§9, tickets spec §8/§9). */
export const UiTimings = {
  /** How long a toast stays on screen (error toasts stay 5 seconds), ms. */
  toastDurationMs: 5000,
  /** Delay before the hotline menu hides once the pointer leaves it, ms. */
  hotlineMenuHideDelayMs: 500,
  /** Delay before the chat scrolls to its newest message, ms. */
  chatScrollDelayMs: 100,
  /** Delay before the check-in success notice shows, ms. */
  checkInNoticeDelayMs: 2000,
} as const;

/** Length limits of the shared inputs (shell spec §5/§9). */
export const InputLimits = {
  /** Default maximum digits of a number input. */
  numberMaxLength: 12,
  /** Default maximum characters of a comment. */
  commentMaxLength: 500,
} as const;

/** File extensions a compressible image may have (lower case, without the dot). */
export const compressibleImageExtensions = ["jpg", "jpeg", "png", "jfif", "heif", "heic"] as const;

/** File extensions accepted as evidence uploads (tickets spec §5). */
export const evidenceFileExtensions = ["png", "jpg", "jpeg", "pdf", "jfif", "heif", "heic", "webp"] as const;

/** Image compression before upload (tickets spec §5/§9). */
export const ImageCompression = {
  /** Images larger than this (5 MB) are compressed before sending, bytes. */
  thresholdBytes: 5_242_880,
  /** Longest side of a compressed image; a caller may ask for less, never more, px. */
  maxSidePx: 1024,
  /** Target size when the caller asks for none, MB. */
  defaultTargetMb: 1,
  /** Largest target a caller may ask for, MB. */
  maxTargetMb: 5,
} as const;
