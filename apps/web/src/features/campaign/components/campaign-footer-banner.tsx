import { Box } from "@mantine/core";
import { useLocation } from "react-router";
import { paths } from "../../../lib/paths";
import { CampaignBanner } from "./campaign-banner";

/**
 * The compact banner for the main layout's footer. Home shows the full banner at the top
 * instead (spec: at the top on home, in the footer elsewhere), so it is left out there.
 */
export function CampaignFooterBanner() {
  const { pathname } = useLocation();
  if (pathname === paths.home) return null;
  return (
    <Box maw={720} mx="auto" w="100%">
      <CampaignBanner variant="compact" />
    </Box>
  );
}
