import { useDebouncedValue } from "@mantine/hooks";
import type { OverBudgetQuery } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useQuery } from "@tanstack/react-query";
import { useOverBudget } from "../api/check-over-budget";
import { useOverBudgetFor } from "../api/check-over-budget-for";
import { defaultRouteInfoQueryOptions } from "../api/get-default-route-info";
import { useEmployeeRoute } from "../api/get-employee-route";
import { workingAddressQueryOptions } from "../api/get-working-address";

/** The over-budget check waits for typing to pause this long. */
export const overBudgetDebounceMs = 400;

/**
 * The over-budget question, asked once the form has held still for a moment: of the caller's
 * route, or of the employee's when HR acts for them.
 */
export function useDebouncedOverBudget(
  query: OverBudgetQuery | null,
  actingForEmployeeId: number | undefined,
) {
  // Debounced as text: a new object every render would restart the wait forever.
  const [debounced] = useDebouncedValue(JSON.stringify(query), overBudgetDebounceMs);
  const settled = JSON.parse(debounced) as OverBudgetQuery | null;
  const isActingFor = actingForEmployeeId !== undefined;
  const own = useOverBudget(isActingFor ? null : settled);
  const forEmployee = useOverBudgetFor(actingForEmployeeId, isActingFor ? settled : null);
  return isActingFor ? forEmployee : own;
}

/**
 * The working address and allowance limit the form shows: the caller's, or the employee's when
 * HR acts for them; and whether the caller already has a route to add to.
 */
export function useFormContext(actingForEmployeeId: number | undefined) {
  const isActingFor = actingForEmployeeId !== undefined;
  const address = useQuery({ ...workingAddressQueryOptions(), enabled: !isActingFor });
  const routeInfo = useQuery({ ...defaultRouteInfoQueryOptions(), enabled: !isActingFor });
  const employeeRoute = useEmployeeRoute(actingForEmployeeId);
  if (isActingFor) {
    const info = employeeRoute.data;
    return {
      workingAddress: info ? info.route?.workingAddress || info.workingAddress : undefined,
      isAddressPending: employeeRoute.isPending,
      allowanceLimit: info?.allowanceLimit,
      routeId: undefined,
    };
  }
  return {
    workingAddress: address.data?.workingAddress,
    isAddressPending: address.isPending,
    allowanceLimit: routeInfo.data?.allowanceLimit,
    routeId: routeInfo.data?.route?.id,
  };
}
