export function ScrollToTop() {
  return (
    <a href="#top" className="scroll-top" aria-label="Back to top">
      <span aria-hidden="true">↑</span>
    </a>
  );
}
