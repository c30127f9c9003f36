import "./rfq.css";
/** Files attached to an RFQ or a quote (signed links, valid a few minutes: rendered from the latest fetch). */
export function AttachmentList({ attachments }: { attachments: { id: string; name: string; url: string }[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="rfq-files">
      {attachments.map((a) => (
        <li key={a.id}>
          <a href={a.url} target="_blank" rel="noreferrer">
            <bdi>{a.name}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
