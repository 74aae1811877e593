// What this instance may say about itself (issue #28): every figure comes from the content or the
// database, every feature is named only when it exists here. The server computes `Claims`
// (src/modules/claims/service.ts); pages and mails word them with the helpers below, so the
// landing, the sign-in panels, the dashboard and /subscribe cannot say different things.

export type Claims = {
  /** Levels on the path (available and coming). */
  levels: number;
  /** Levels a child can learn in today (they have lessons). */
  levels_available: number;
  /** Their names, in course order (the level test places up to the last one). */
  level_names_available: string[];
  units: number;
  lessons: number;
  activities: number;
  words: number;
  /** Lessons that tell a picture tale. */
  tales: number;
  /** Every letter, syllable, word and phrase of the levels offered has a recorded clip. */
  audio: { recorded: number; total: number; complete: boolean };
  /** Videos the operator set for the landing page. */
  videos: number;
  /** The forum's address when the operator set one (none ships with the code). */
  forum_url: string | null;
  /** The level test: at most this many questions. */
  level_test_questions: number;
  /** Who processes what on this instance (the privacy notice names only what is configured). */
  processors: {
    payments: "stripe" | "none";
    mail: boolean;
    google_sign_in: boolean;
    school_sign_in: boolean;
  };
};

export const NO_CLAIMS: Claims = {
  levels: 0,
  levels_available: 0,
  level_names_available: [],
  units: 0,
  lessons: 0,
  activities: 0,
  words: 0,
  tales: 0,
  audio: { recorded: 0, total: 0, complete: false },
  videos: 0,
  forum_url: null,
  level_test_questions: 0,
  processors: { payments: "none", mail: false, google_sign_in: false, school_sign_in: false },
};
