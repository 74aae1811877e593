import { Link } from "../components/Link";
import { PublicHeader } from "../components/PublicHeader";
import { Footer } from "../components/Footer";

export function NotFoundPage() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="not-found">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">Page Not Found</li>
          </ol>
        </nav>
        <section className="not-found-body">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1>Page Not Found</h1>
          <p>
            Page Not Found – The page you are looking for was moved, removed, renamed or might never existed.
          </p>
          <Link className="btn btn-primary" to="/">
            Back to Home
          </Link>
        </section>
      </main>
      <Footer />
    </>
  );
}
