import { useShowNavi } from "../api/check-show-navi";
import { NaviAssistant } from "./navi-assistant";

/** The chat assistant, for users the server says may see it (menu/check-show-navi). */
export function NaviChat() {
  const showNavi = useShowNavi();
  return showNavi.data?.show ? <NaviAssistant /> : null;
}
