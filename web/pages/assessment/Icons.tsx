// Small inline icons for the learner pages (no emoji font needed; decorative, hidden from screen readers).
type P = { size?: number; className?: string; colour?: string };
const svg = (
  size: number,
  className: string | undefined,
  children: React.ReactNode,
  viewBox = "0 0 24 24",
) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox={viewBox}
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const StarIcon = ({ size = 24, className, colour = "#ffb020" }: P) =>
  svg(
    size,
    className,
    <path
      fill={colour}
      stroke="#d98a00"
      strokeWidth="1"
      strokeLinejoin="round"
      d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8z"
    />,
  );

export const QuestionIcon = ({ size = 28, className }: P) =>
  svg(
    size,
    className,
    <>
      <circle cx="12" cy="12" r="10" fill="#ffb020" />
      <path
        d="M9.3 9.2a2.8 2.8 0 1 1 4 2.5c-.8.4-1.3 1-1.3 1.9v.6"
        fill="none"
        stroke="#3b2500"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.4" r="1.3" fill="#3b2500" />
    </>,
  );

export const ClockIcon = ({ size = 28, className }: P) =>
  svg(
    size,
    className,
    <>
      <circle cx="12" cy="12" r="10" fill="#3a86ff" />
      <circle cx="12" cy="12" r="7.3" fill="#fff" />
      <path d="M12 7.5V12l3 2" fill="none" stroke="#1d4ed8" strokeWidth="2.2" strokeLinecap="round" />
    </>,
  );

export const BoltIcon = ({ size = 28, className }: P) =>
  svg(
    size,
    className,
    <>
      <circle cx="12" cy="12" r="10" fill="#f25c54" />
      <path d="M13 4.8L7.8 13h3.6l-1 6.2L16.2 11h-3.6z" fill="#fff" />
    </>,
  );

/** A smiling sun that waves at the child. */
export const SunFace = ({ size = 56, className }: P) =>
  svg(
    size,
    className,
    <>
      <g stroke="#ffb020" strokeWidth="3" strokeLinecap="round">
        <path d="M32 3v7M32 54v7M3 32h7M54 32h7M11.5 11.5l5 5M47.5 47.5l5 5M11.5 52.5l5-5M47.5 16.5l5-5" />
      </g>
      <circle cx="32" cy="32" r="17" fill="#ffd166" stroke="#ffb020" strokeWidth="2" />
      <circle cx="26" cy="29" r="2.3" fill="#3b2500" />
      <circle cx="38" cy="29" r="2.3" fill="#3b2500" />
      <circle cx="22.5" cy="35" r="2.5" fill="#f25c54" opacity=".45" />
      <circle cx="41.5" cy="35" r="2.5" fill="#f25c54" opacity=".45" />
      <path d="M25.5 36.5q6.5 6 13 0" fill="none" stroke="#3b2500" strokeWidth="2.4" strokeLinecap="round" />
    </>,
    "0 0 64 64",
  );

export const TrophyIcon = ({ size = 72, className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M20 10h24v14a12 12 0 0 1-24 0z" fill="#ffb020" stroke="#d98a00" strokeWidth="2" />
      <path
        d="M20 14h-7a7 7 0 0 0 8 9M44 14h7a7 7 0 0 1-8 9"
        fill="none"
        stroke="#d98a00"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="28" y="35" width="8" height="9" fill="#d98a00" />
      <rect x="21" y="44" width="22" height="8" rx="3" fill="#0b7a6f" />
      <path d="M32 15.5l2 4 4.4.6-3.2 3 .8 4.3-4-2.1-4 2.1.8-4.3-3.2-3 4.4-.6z" fill="#fff" />
      <g fill="#f25c54">
        <circle cx="8" cy="8" r="2" />
        <circle cx="56" cy="6" r="2.5" />
      </g>
      <g fill="#3a86ff">
        <circle cx="57" cy="30" r="2" />
        <circle cx="6" cy="32" r="2.4" />
      </g>
    </>,
    "0 0 64 64",
  );

export const BookIcon = ({ size = 72, className }: P) =>
  svg(
    size,
    className,
    <>
      <path
        d="M8 14c8-3 16-2 24 3v36c-8-5-16-6-24-3z"
        fill="#e0f4f1"
        stroke="#0b7a6f"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M56 14c-8-3-16-2-24 3v36c8-5 16-6 24-3z"
        fill="#fff4d6"
        stroke="#d98a00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M14 24c4-1 8-.5 12 1.5M14 31c4-1 8-.5 12 1.5M38 25.5c4-2 8-2.5 12-1.5M38 32.5c4-2 8-2.5 12-1.5"
        stroke="#4b5563"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>,
    "0 0 64 64",
  );

export const CloudIcon = ({ size = 72, className }: P) =>
  svg(
    size,
    className,
    <>
      <path
        d="M18 44a10 10 0 0 1 1-20 14 14 0 0 1 27 3 8.5 8.5 0 0 1 0 17z"
        fill="#e3eeff"
        stroke="#3a86ff"
        strokeWidth="2.5"
      />
      <path d="M24 50l-2 5M33 50l-2 5M42 50l-2 5" stroke="#3a86ff" strokeWidth="2.5" strokeLinecap="round" />
    </>,
    "0 0 64 64",
  );

/** The stars a level earns: one more for every step up. */
export function LevelStars({ count }: { count: number }) {
  return (
    <span className="lt-stars" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <StarIcon key={i} size={26} />
      ))}
    </span>
  );
}
