// Static counters (SPEC section 9).
export const FUN_FACTS = [
  { value: 11, label: "Qualified teachers", c: "coral" },
  { value: 1200, label: "Students enrolled", c: "sky" },
  { value: 590, label: "Videos", c: "grape" },
  { value: 1737, label: "Exercises and quizzes", c: "sun" },
];

export function FunFacts() {
  return (
    <section className="section fun-facts" aria-labelledby="facts-title">
      <div className="container">
        <h2 id="facts-title" className="sr-only">
          Fun facts
        </h2>
        <ul className="facts-grid">
          {FUN_FACTS.map((f) => (
            <li key={f.label} className={`fact tint-${f.c}`}>
              <strong className="fact-value">{f.value.toLocaleString("en-US")}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
