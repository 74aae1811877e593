// The course figures the landing page states (levels, units, lessons), read from the server's
// GET /courses `totals` so the copy always matches the content that ships. Null when unavailable:
// the landing then says nothing numeric rather than something untrue.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../api/client";
import type { CourseTotals, CoursesReply } from "../../../src/modules/courses/publicTypes";

export type LandingData = { figures: CourseTotals | null };

export async function landingLoader(args: LoaderFunctionArgs): Promise<LandingData> {
  const r = await loaderApi(args)
    .get<CoursesReply>("/courses")
    .catch(() => null);
  return { figures: r?.totals ?? null };
}

export function useCourseFigures(): CourseTotals | null {
  return (useLoaderData() as LandingData | undefined)?.figures ?? null;
}
