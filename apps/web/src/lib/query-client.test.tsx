import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";

/** Runs a query whose screen shows its own failures, the server answering `status`. */
async function failOwnQuery(status: number) {
  localStorage.setItem("token", "a.b.c");
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  await createQueryClient()
    .fetchQuery({
      queryKey: ["own-failures"],
      queryFn: () => Promise.reject(new ApiError(status, { message: "No", errors: [] })),
      meta: { handlesErrors: true },
      retry: false,
    })
    .catch(() => undefined);
}

describe("createQueryClient", () => {
  it("ends an expired session also for a query whose screen shows its own failures", async () => {
    await failOwnQuery(403);
    expect(await screen.findByText("Your session has expired.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("leaves any other failure of such a query to its screen", async () => {
    await failOwnQuery(401);
    expect(screen.queryByText("You do not have permission to perform this action.")).not.toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("a.b.c");
  });
});
