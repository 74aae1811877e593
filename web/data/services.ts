// The six services shown in the landing page's services grid, each with its own page at
// /service-single/{Id}. Operators: edit texts here; icons live in web/public/img/icons.
export type ServiceItem = {
  Id: number;
  sTitle: string;
  description: string;
  icon: string; // colourful icon (cards)
  icon2: string; // white icon (on coloured backgrounds)
  colour: "primary" | "sun" | "coral" | "sky" | "grape" | "mint";
  highlights: string[];
  body: string[];
};

const icon = (name: string) => `/static/img/icons/${name}.svg`;
const iconWhite = (name: string) => `/static/img/icons/${name}-white.svg`;

export const services: ServiceItem[] = [
  {
    Id: 1,
    sTitle: "Diverse Activities",
    description: "Games, puzzles, drawing and matching activities that turn every new Arabic word into play.",
    icon: icon("activities"),
    icon2: iconWhite("activities"),
    colour: "coral",
    highlights: ["Drag-and-drop word games", "Letter tracing and colouring", "Short challenges with instant feedback"],
    body: [
      "Children learn best when they are busy. Every lesson ends with activities that use the new words straight away: matching pictures to words, tracing letters, finding the odd one out and building short sentences.",
      "Activities adapt to the learner's level, so a beginner and a confident reader each find the right challenge.",
    ],
  },
  {
    Id: 2,
    sTitle: "Enriched Vocabularies",
    description: "Themed word banks with pictures and native-speaker audio: family, school, food, travel and more.",
    icon: icon("vocabulary"),
    icon2: iconWhite("vocabulary"),
    colour: "sky",
    highlights: ["Hundreds of illustrated words", "Native-speaker pronunciation", "Themes children meet every day"],
    body: [
      "Vocabulary is organised in themes children recognise from their own days: at home, at school, at the market, on a trip.",
      "Each word comes with a picture, a clear recording by a native speaker and examples in short sentences, and comes back in later lessons so it sticks.",
    ],
  },
  {
    Id: 3,
    sTitle: "Complete Video Suite",
    description: "Animated lessons that follow friendly characters through everyday stories, one short episode at a time.",
    icon: icon("video"),
    icon2: iconWhite("video"),
    colour: "grape",
    highlights: ["Short animated episodes", "Stories from everyday life", "Subtitles to follow along"],
    body: [
      "Our video lessons follow characters children love through stories like a school trip, a visit to an uncle or a day at the airport.",
      "Episodes are short enough for young attention spans and each one introduces a handful of words and phrases that the activities then practise.",
    ],
  },
  {
    Id: 4,
    sTitle: "Songs and Tales",
    description: "Catchy songs and illustrated tales that make Arabic sounds and rhythms easy to remember.",
    icon: icon("songs"),
    icon2: iconWhite("songs"),
    colour: "sun",
    highlights: ["Sing-along songs", "Illustrated read-aloud tales", "Rhythm that helps memory"],
    body: [
      "Songs and stories carry language further than lists ever could. Learners sing along, listen to tales read by native speakers and follow the words on screen.",
      "Parents often tell us the songs are sung at home long after the lesson is over.",
    ],
  },
  {
    Id: 5,
    sTitle: "Tests & Quizzes",
    description: "Friendly quizzes after each lesson and level tests that show progress to children and parents.",
    icon: icon("quiz"),
    icon2: iconWhite("quiz"),
    colour: "primary",
    highlights: ["End-of-lesson quizzes", "A level test aligned to CEFR", "Progress parents can see"],
    body: [
      "Short quizzes close each lesson so children see what they have learned, and a level test places new learners at the right starting point.",
      "Results are explained simply, with the next steps to take.",
    ],
  },
  {
    Id: 6,
    sTitle: "Qualified Teachers",
    description: "Native-speaking teachers with over 10 years of experience, in small groups of at most 4 learners.",
    icon: icon("teacher"),
    icon2: iconWhite("teacher"),
    colour: "mint",
    highlights: ["Native speakers", "Over 10 years of experience", "At most 4 learners per session"],
    body: [
      "For families who want a teacher alongside the platform, our native-speaking teachers run live sessions of 30 minutes with at most 4 learners.",
      "They know how children learn a new language and keep every session warm, lively and encouraging.",
    ],
  },
];

export const findService = (id: string | number | undefined) => {
  const n = typeof id === "number" ? id : /^\d{1,4}$/.test(id ?? "") ? Number(id) : NaN;
  return services.find((s) => s.Id === n);
};
