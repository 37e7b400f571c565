import { auditRoutes } from "./audit/audit.routes";
import { authRoutes } from "./auth/auth.routes";
import { configRoutes } from "./config/config.routes";
import { employeeRoutes } from "./employee/employee.routes";
import { healthRoutes } from "./health/health.routes";
import { menuRoutes } from "./menu/menu.routes";

/** The route table: every call of the API, grouped by feature. */
export const routes = {
  health: healthRoutes,
  auth: authRoutes,
  audit: auditRoutes,
  config: configRoutes,
  employee: employeeRoutes,
  menu: menuRoutes,
} as const;
