// Small stroke icons (no emoji font needed): decorative, hidden from assistive technology.
const PATHS: Record<string, string> = {
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  pencil: "M4 20h4L20 8l-4-4L4 16zM14 6l4 4",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  film: "M4 4h16v16H4zM4 9h16M4 15h16M9 4v16M15 4v16",
  quiz: "M9 4h6v3H9zM6 6h12v15H6zM9 12l2 2 4-4",
  tools: "M14 6a4 4 0 0 0 5 5l-8 8-3-3 8-8a4 4 0 0 1-2-2zM5 19l2-2",
  exit: "M15 4h4v16h-4M10 16l-4-4 4-4M6 12h10",
  gift: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5-1s5 1 5 1zM12 7c2-4 6-3 5-1s-5 1-5 1z",
  lock: "M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3",
  flask: "M9 3h6M10 3v6L5 19a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7.5 15h9",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  moon: "M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z",
  party: "M4 20l5-14 9 9zM14 3v2M19 8h2M17 5l1.5-1.5M11 9c2 0 4 2 4 4",
  check: "M5 12l5 5 9-10",
  balloon: "M12 3a6 6 0 0 1 6 6c0 4-3 7-6 7s-6-3-6-7a6 6 0 0 1 6-6zM12 16v5",
};

export function Icon({ name, size = 20 }: { name: keyof typeof PATHS | string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.star} />
    </svg>
  );
}
