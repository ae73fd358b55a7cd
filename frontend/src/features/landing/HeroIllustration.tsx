/**
 * The landing page's hero picture: a writer's desk with a draft in progress, a brief marked paid and a plant.
 * Inline rather than a file: it paints with the server's HTML, needs no request, and (not being an image
 * element) never becomes the page's largest paint, which stays the headline. Decorative: hidden from screen readers.
 * Its width and height are in the markup, so nothing moves around it.
 */
export function HeroIllustration() {
  return (
    <svg
      className="pw-landing__hero-art"
      viewBox="0 0 480 360"
      width={480}
      height={360}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="480" height="360" rx="24" fill="#eaf3f1" />
      <circle cx="392" cy="72" r="40" fill="#d9b47a" opacity=".55" />
      <path d="M0 282h480v54a24 24 0 0 1-24 24H24a24 24 0 0 1-24-24z" fill="#1d4e4a" />
      <path d="M28 282h424" stroke="#143936" strokeWidth="6" />
      <g transform="rotate(-6 140 170)">
        <rect x="70" y="70" width="150" height="196" rx="8" fill="#fffdf8" stroke="#1d4e4a" strokeWidth="4" />
        <path d="M92 100h86" stroke="#1d4e4a" strokeWidth="7" strokeLinecap="round" />
        <path
          d="M92 128h104M92 146h96M92 164h104M92 182h70M92 208h100M92 226h84"
          stroke="#4a4f57"
          strokeWidth="5"
          strokeLinecap="round"
          opacity=".4"
        />
      </g>
      <path
        d="M196 262C214 200 262 130 330 96c-8 44-36 96-86 132-16 12-32 22-48 34z"
        fill="#fffdf8"
        stroke="#1d4e4a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M196 262l96-124" stroke="#8a5a12" strokeWidth="3" strokeLinecap="round" />
      <g transform="rotate(4 350 200)">
        <rect x="282" y="150" width="136" height="100" rx="10" fill="#fffdf8" stroke="#1d4e4a" strokeWidth="4" />
        <path
          d="M300 174h64M300 194h96M300 212h80"
          stroke="#8a5a12"
          strokeWidth="5"
          strokeLinecap="round"
          opacity=".6"
        />
        <circle cx="392" cy="228" r="14" fill="#2e6b34" />
        <path
          d="M385 228l5 5 9-10"
          fill="none"
          stroke="#fffdf8"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x="60" y="240" width="44" height="42" rx="6" fill="#8a5a12" />
      <path
        d="M82 240c-20-26-16-52 0-66 16 14 20 40 0 66zM82 240c-4-28 14-44 34-44-2 22-16 40-34 44zM82 240c4-28-14-44-34-44 2 22 16 40 34 44z"
        fill="#2e6b34"
      />
    </svg>
  );
}
