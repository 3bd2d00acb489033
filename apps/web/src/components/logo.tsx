interface LogoProps {
  size?: number;
}

/** The site mark: a heart inside a chat bubble, drawn inline so no image is fetched. */
export function Logo({ size = 36 }: LogoProps) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0336f" />
          <stop offset="1" stopColor="#8e1440" />
        </linearGradient>
      </defs>
      <path d="M8 4h32a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H20l-9 8v-8H8a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6Z" fill="url(#logo-gradient)" />
      <path
        d="M24 29.5 15.6 21.4a5.2 5.2 0 0 1 7.3-7.4l1.1 1.1 1.1-1.1a5.2 5.2 0 0 1 7.3 7.4Z"
        fill="#fff"
      />
    </svg>
  );
}
