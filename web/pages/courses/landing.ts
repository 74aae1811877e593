// The course figures the landing page states (levels, units, lessons), read from the server's
// GET /courses/totals so the copy always matches the content that ships (not GET /courses: a signed-in
// visitor's library with their progress is 28 KB the landing does not show). Null when unavailable:
// the landing then says nothing numeric rather than something untrue.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../api/client";
import type { CourseTotals } from "../../../src/modules/courses/publicTypes";

export type LandingData = { figures: CourseTotals | null };

export async function landingLoader(args: LoaderFunctionArgs): Promise<LandingData> {
  const r = await loaderApi(args)
    .get<{ totals: CourseTotals }>("/courses/totals")
    .catch(() => null);
  return { figures: r?.totals ?? null };
}

export function useCourseFigures(): CourseTotals | null {
  return (useLoaderData() as LandingData | undefined)?.figures ?? null;
}
