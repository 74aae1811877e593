// The pictures a child profile may wear (issue #16): friendly animals from the Fluent Emoji set.
// No imports: scripts/build-pictures.ts reads this list to copy them into every build.
export const AVATARS = [
  "cat",
  "dog-face",
  "lion",
  "elephant",
  "giraffe",
  "rabbit",
  "bear",
  "monkey",
  "frog",
  "duck",
  "camel",
  "fish",
] as const;
export type Avatar = (typeof AVATARS)[number];
