import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withoutNul } from "./without-nul";

describe("withoutNul", () => {
  it("drops NUL characters and keeps everything else", () => {
    expect(withoutNul("<scr\u0000ipt>\u0000a\tb\n\u00e9\u0000")).toBe("<script>a\tb\n\u00e9");
    expect(withoutNul("")).toBe("");
  });

  it("runs before the length checks when a schema overwrites with it", () => {
    const schema = z.string().overwrite(withoutNul).trim().min(1);
    expect(schema.safeParse("\u0000 \u0000").success).toBe(false);
    expect(schema.parse(" a\u0000b ")).toBe("ab");
  });
});
