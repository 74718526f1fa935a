// A campaign body is Markdown (docs/decisions/026-markdown-campaign-bodies.md): markdown-it turns it
// into HTML (raw HTML allowed, so an operator's <b> is bold, not text), sanitize-html keeps only the
// allowlist below (no script, style, event handler, form, iframe or javascript: link), and
// html-to-text makes the plain-text part from that same sanitised HTML, so both parts say the same.
import { convert } from "html-to-text";
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// html: the operator may write inline HTML; breaks: one newline is a line break, as in the plain
// bodies written before Markdown; linkify: a bare https:// address becomes a link.
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: false });

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title", "width", "height"], ol: ["start"], th: ["align"], td: ["align"] },
  allowedSchemes: ["https", "http", "mailto"],
  // A mail's images load from the web: only https (no data: tracking blobs, no mixed content).
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Dropped tags whose text would be code, not words.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
  disallowedTagsMode: "discard",
  // A relative image address means nothing in a mail: the image goes.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^https:\/\//i.test(frame.attribs.src ?? ""),
  transformTags: {
    // Links in a mail open in the browser, never with the mail client's window as opener.
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};
// The transform adds target and rel: let those two through on links.
SANITISE.allowedAttributes = { ...(SANITISE.allowedAttributes as Record<string, string[]>), a: ["href", "title", "target", "rel"] };

/** Markdown (with inline HTML) to HTML that keeps only the allowlist. */
export function markdownToSafeHtml(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITISE);
}

/** The plain-text part of sanitised HTML: paragraphs, list bullets, links as "text [address]". */
export function htmlToPlainText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      // Headings keep their case: upper-casing breaks the languages without case and reads as shouting.
      ...(["h1", "h2", "h3", "h4"] as const).map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  }).trim();
}
