import { ActionIcon, Affix, Transition } from "@mantine/core";
import { BackToTopScroll } from "@portal/contract/common/constants";
import { IconArrowUp } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface BackToTopProps {
  /** Scroll distance in px past which the button shows (spec: 400, 200 in the help area). */
  offset?: number;
  /** How long the scroll to the top takes, in ms (spec: 1000). */
  duration?: number;
}

/** Slow start, slow finish. */
const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** A floating "Back to top" button that shows once the page is scrolled past `offset`. */
export function BackToTop({
  offset = BackToTopScroll.offset,
  duration = BackToTopScroll.scrollDurationMs,
}: BackToTopProps) {
  const { t } = useTranslation("back-to-top");
  const [isVisible, setIsVisible] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    const handleScroll = () => setIsVisible(window.scrollY > offset);
    handleScroll();
    window.addEventListener("scroll", handleScroll, { passive: true });
    return () => window.removeEventListener("scroll", handleScroll);
  }, [offset]);

  useEffect(() => {
    // The user scrolling by hand takes over from the animation.
    const stop = () => cancelAnimationFrame(frame.current);
    window.addEventListener("wheel", stop, { passive: true });
    window.addEventListener("touchstart", stop, { passive: true });
    return () => {
      stop();
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchstart", stop);
    };
  }, []);

  function handleClick() {
    cancelAnimationFrame(frame.current);
    const start = window.scrollY;
    if (prefersReducedMotion() || duration <= 0) {
      window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / duration);
      window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: "instant" });
      if (progress < 1) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  }

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={isVisible}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            style={styles}
            aria-label={t("label")}
            title={t("label")}
            onClick={handleClick}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
