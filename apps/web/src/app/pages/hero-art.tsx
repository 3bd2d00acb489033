/** An illustration of a conversation: two chat bubbles and hearts, no photos. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bubble-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#ffe3ee" stopOpacity="0.95" />
        </linearGradient>
        <linearGradient id="bubble-b" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7aa8" />
          <stop offset="1" stopColor="#c2185b" />
        </linearGradient>
      </defs>
      <circle cx="285" cy="60" r="46" fill="#ffffff" opacity="0.12" />
      <circle cx="62" cy="236" r="52" fill="#ffffff" opacity="0.08" />
      <path d="M40 40h190a20 20 0 0 1 20 20v70a20 20 0 0 1-20 20H95l-35 30v-30H40a20 20 0 0 1-20-20V60a20 20 0 0 1 20-20Z" fill="url(#bubble-a)" />
      <rect x="48" y="72" width="150" height="12" rx="6" fill="#c2185b" opacity="0.35" />
      <rect x="48" y="96" width="110" height="12" rx="6" fill="#c2185b" opacity="0.2" />
      <path d="M140 150h180a20 20 0 0 1 20 20v60a20 20 0 0 1-20 20h-20v30l-35-30H140a20 20 0 0 1-20-20v-60a20 20 0 0 1 20-20Z" fill="url(#bubble-b)" />
      <path d="M230 226l-18-17.4a11 11 0 0 1 15.6-15.6l2.4 2.4 2.4-2.4a11 11 0 0 1 15.6 15.6Z" fill="#fff" />
      <path d="M305 118l-9-8.7a5.6 5.6 0 0 1 7.8-7.8l1.2 1.2 1.2-1.2a5.6 5.6 0 0 1 7.8 7.8Z" fill="#fff" opacity="0.8" />
      <path d="M30 200l-7-6.8a4.4 4.4 0 0 1 6.1-6.1l.9.9.9-.9a4.4 4.4 0 0 1 6.1 6.1Z" fill="#fff" opacity="0.6" />
    </svg>
  );
}
