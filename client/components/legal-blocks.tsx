import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { useLocalizedPath } from "../lib/locale";

// {email}, {phone}, [label](/path) and **bold** inside a block of a legal page.
const INLINE = /(\{email\}|\{phone\}|\[[^\]]+\]\([^)]+\)|\*\*[^*]+\*\*)/;
const LINK = /^\[([^\]]+)\]\(([^)]+)\)$/;
const BOLD = /^\*\*([^*]+)\*\*$/;

function Inline({ text }: { text: string }) {
  const localized = useLocalizedPath();
  const parts = text.split(INLINE).map((part): ReactNode => {
    if (part === "{email}") return <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>;
    if (part === "{phone}") return <a href={`tel:${BUSINESS.phone.tel}`}>{BUSINESS.phone.display}</a>;
    const link = LINK.exec(part);
    if (link) return <Link to={localized(link[2] ?? "/")}>{link[1]}</Link>;
    const bold = BOLD.exec(part);
    if (bold) return <strong>{bold[1]}</strong>;
    return part;
  });
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/**
 * A legal page's text from its message blocks (core/i18n/messages/legal/): "## " a heading,
 * "- " lines a list, anything else a paragraph.
 */
export function LegalBlocks({ blocks }: { blocks: readonly string[] }) {
  return blocks.map((block) => {
    if (block.startsWith("## ")) return <h2 key={block}>{block.slice(3)}</h2>;
    if (block.startsWith("- ")) {
      return (
        <ul key={block}>
          {block.split("\n").map((item) => (
            <li key={item}>
              <Inline text={item.slice(2)} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={block}>
        <Inline text={block} />
      </p>
    );
  });
}
