// Placeholder footer; the public-site work replaces it with the full one.
export function Footer() {
  return (
    <footer className="site-footer">
      <p>© 2025 Marhaba. All rights reserved.</p>
    </footer>
  );
}
