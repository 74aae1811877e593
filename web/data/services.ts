// The six services shown in the landing page's services grid, each with its own page at
// /service-single/{Id}. Their words are in the catalogue (site.service.{Id}.* for the grid,
// site.pages.service.{Id}.* for the page, worded by web/pages/site/serviceWords.ts from this instance's
// claims); here: the order, the icons, the colours and when a service is only coming.
import type { Claims } from "../../shared/claims";

export type ServiceItem = {
  Id: number;
  /** The spec's feature title, in English (the catalogue's site.service.{Id}.title says it). */
  sTitle: string;
  icon: string; // colourful icon (cards)
  icon2: string; // white icon (on coloured backgrounds)
  colour: "primary" | "sun" | "coral" | "sky" | "grape" | "mint";
  /** It does not exist on this instance yet (issue #28): the page says "coming" and names no price. */
  coming: (c: Claims) => boolean;
};

const icon = (name: string) => `/static/img/icons/${name}.svg`;
const iconWhite = (name: string) => `/static/img/icons/${name}-white.svg`;

export const services: ServiceItem[] = [
  {
    Id: 1,
    sTitle: "Diverse Activities",
    icon: icon("activities"),
    icon2: iconWhite("activities"),
    colour: "coral",
    coming: () => false,
  },
  {
    Id: 2,
    sTitle: "Enriched Vocabularies",
    icon: icon("vocabulary"),
    icon2: iconWhite("vocabulary"),
    colour: "sky",
    coming: () => false,
  },
  {
    Id: 3,
    sTitle: "Complete Video Suite",
    icon: icon("video"),
    icon2: iconWhite("video"),
    colour: "grape",
    coming: (c) => c.videos === 0,
  },
  {
    Id: 4,
    sTitle: "Songs and Tales",
    icon: icon("songs"),
    icon2: iconWhite("songs"),
    colour: "sun",
    coming: (c) => c.tales === 0,
  },
  {
    Id: 5,
    sTitle: "Tests & Quizzes",
    icon: icon("quiz"),
    icon2: iconWhite("quiz"),
    colour: "primary",
    coming: () => false,
  },
  {
    Id: 6,
    sTitle: "Qualified Teachers",
    icon: icon("teacher"),
    icon2: iconWhite("teacher"),
    colour: "mint",
    coming: () => true,
  },
];

export const findService = (id: string | number | undefined) => {
  const n = typeof id === "number" ? id : /^\d{1,4}$/.test(id ?? "") ? Number(id) : NaN;
  return services.find((s) => s.Id === n);
};
