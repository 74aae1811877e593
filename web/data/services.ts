// The six services shown in the landing page's services grid, each with its own page at
// /service-single/{Id}. Operators: edit texts here; icons live in web/public/img/icons.
import type { Claims } from "../../shared/claims";
import { plural } from "../../shared/claims";

/** What a service says, from what this instance has (issue #28): `coming` when it does not exist here yet. */
export type ServiceText = { description: string; highlights: string[]; body: string[]; coming: boolean };

export type ServiceItem = {
  Id: number;
  /** The spec's feature title: it stays; the text below it tells the truth. */
  sTitle: string;
  /** The page's meta description: true on every instance. */
  summary: string;
  icon: string; // colourful icon (cards)
  icon2: string; // white icon (on coloured backgrounds)
  colour: "primary" | "sun" | "coral" | "sky" | "grape" | "mint";
  text: (c: Claims) => ServiceText;
};

const icon = (name: string) => `/static/img/icons/${name}.svg`;
const iconWhite = (name: string) => `/static/img/icons/${name}-white.svg`;

export const services: ServiceItem[] = [
  {
    Id: 1,
    sTitle: "Diverse Activities",
    summary:
      "Listening, matching, tracing and word-building activities that turn every new Arabic letter and word into play.",
    icon: icon("activities"),
    icon2: iconWhite("activities"),
    colour: "coral",
    text: (c) => ({
      description:
        "Listening, matching, tracing and word-building activities that turn every new Arabic letter and word into play.",
      highlights: [
        c.activities
          ? `${plural(c.activities, "activity", "activities")} in ${plural(c.lessons, "lesson")}`
          : "Short lessons",
        "Letter tracing with a guide",
        "Instant, gentle feedback",
      ],
      body: [
        "Children learn best when they are busy. Every lesson is a short run of activities that use the new letters and words straight away: listening and choosing, matching pairs, tracing letters, finding a letter in a word and building words and short sentences.",
        "A missed activity comes back a little later, so every child finishes each lesson having got everything right once.",
      ],
      coming: false,
    }),
  },
  {
    Id: 2,
    sTitle: "Enriched Vocabularies",
    summary:
      "Themed words with pictures: family, school, food and more, each coming back in later lessons so it sticks.",
    icon: icon("vocabulary"),
    icon2: iconWhite("vocabulary"),
    colour: "sky",
    text: (c) => ({
      description: c.audio.complete
        ? "Themed words with pictures and a recording of each one: family, school, food and more."
        : "Themed words with pictures: family, school, food and more.",
      highlights: [
        c.words ? `${plural(c.words, "word")} and phrases with pictures` : "Words with pictures",
        ...(c.audio.complete ? ["A recording of every word"] : []),
        "Themes children meet every day",
      ],
      body: [
        "Vocabulary is organised in themes children recognise from their own days: greetings, family, school, food.",
        c.audio.complete
          ? "Each word comes with a picture and a recording, and comes back in later lessons so it sticks."
          : "Each word comes with a picture and comes back in later lessons so it sticks. Clips are being added: until a word has one, the device's own Arabic voice reads it, when it has one.",
      ],
      coming: false,
    }),
  },
  {
    Id: 3,
    sTitle: "Complete Video Suite",
    summary: "Videos for children learning Arabic, when the school or family service publishes them here.",
    icon: icon("video"),
    icon2: iconWhite("video"),
    colour: "grape",
    text: (c) =>
      c.videos > 0
        ? {
            description: `${plural(c.videos, "video")} to watch on the home page, chosen by the people who run this site.`,
            highlights: [
              plural(c.videos, "video"),
              "They play only when you press play",
              "No tracking until then",
            ],
            body: [
              "The videos on the home page are chosen by the people who run this site. Each one plays only when you press play.",
            ],
            coming: false,
          }
        : {
            description: "Coming: there are no videos here yet.",
            highlights: ["Not available yet", "Not part of any price"],
            body: [
              "There are no videos on this site yet. When there are, they will appear on the home page. They are not part of what you pay for today.",
            ],
            coming: true,
          },
  },
  {
    Id: 4,
    sTitle: "Songs and Tales",
    summary: "Picture tales and songs for children learning Arabic, as the course grows.",
    icon: icon("songs"),
    icon2: iconWhite("songs"),
    colour: "sun",
    text: (c) =>
      c.tales > 0
        ? {
            description: `${plural(c.tales, "lesson")} built around a short picture tale. Songs are coming.`,
            highlights: [
              `${plural(c.tales, "picture-tale lesson")}`,
              "Songs: coming, not part of any price yet",
            ],
            body: [
              "Some lessons follow a short tale told in pictures: the child orders and matches its words and phrases. Songs with music are not here yet.",
            ],
            coming: false,
          }
        : {
            description: "Coming: songs and tales are not here yet.",
            highlights: ["Not available yet", "Not part of any price"],
            body: [
              "Songs and tales are planned but not here yet. They are not part of what you pay for today.",
            ],
            coming: true,
          },
  },
  {
    Id: 5,
    sTitle: "Tests & Quizzes",
    summary: "A unit check after every unit and a short level test that finds where a child should start.",
    icon: icon("quiz"),
    icon2: iconWhite("quiz"),
    colour: "primary",
    text: (c) => ({
      description: "A unit check closes every unit, and a short level test finds where a child should start.",
      highlights: [
        "A unit check at the end of every unit",
        c.level_test_questions
          ? `A level test of at most ${c.level_test_questions} questions, no timer`
          : "A short level test, no timer",
        "Progress parents can see",
      ],
      body: [
        "A short check closes each unit so children see what they have learned. The level test asks a few questions, one at a time, and places a child at the right starting point.",
        c.level_names_available.length
          ? `Today it places children up to ${c.level_names_available[c.level_names_available.length - 1]}, the highest level with lessons.`
          : "",
      ].filter(Boolean),
      coming: false,
    }),
  },
  {
    Id: 6,
    sTitle: "Qualified Teachers",
    summary: "Lessons with a teacher are not offered yet; schools use Marhaba with their own teachers.",
    icon: icon("teacher"),
    icon2: iconWhite("teacher"),
    colour: "mint",
    text: () => ({
      description:
        "Coming: lessons with a teacher are not offered yet. Schools use Marhaba with their own teachers, who follow every pupil.",
      highlights: [
        "Live lessons: not offered yet, never part of a price",
        "For schools: classes, assignments and a progress grid for your own teachers",
      ],
      body: [
        "We do not offer lessons with a teacher yet. A school can use Marhaba with its own teachers: they make classes, assign lessons and see each pupil's progress.",
      ],
      coming: true,
    }),
  },
];

export const findService = (id: string | number | undefined) => {
  const n = typeof id === "number" ? id : /^\d{1,4}$/.test(id ?? "") ? Number(id) : NaN;
  return services.find((s) => s.Id === n);
};
