/** The CSS every help page carries. */
export const STYLES = `:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --fg: #1d2430; --muted: #5b6676; --card: #ffffff; --line: #dde2e8;
  --accent: #0b6e4f; --accent-fg: #ffffff; --code-bg: #f0f2f5; --req: #a4262c;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #12161c; --fg: #e4e8ee; --muted: #9aa5b4; --card: #1a2029; --line: #2c3440;
    --accent: #3fb68b; --accent-fg: #0b1410; --code-bg: #0f1318; --req: #ff8a8f; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.wrap { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
.banner { background: var(--accent); color: var(--accent-fg); padding: 1.25rem 0 1rem; margin-bottom: 1.5rem; }
.banner a { color: inherit; text-decoration: none; }
.banner h1 { margin: 0; font-size: 1.6rem; letter-spacing: .01em; }
.kicker { margin: 0; font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; opacity: .85; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; }
h3 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
a { color: var(--accent); }
.lead { font-size: 1.05rem; color: var(--muted); max-width: 46rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.card > h2:first-child { margin-top: .25rem; }
.ops { list-style: none; padding: 0; margin: 0; display: grid; gap: .6rem; }
.ops li { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: .7rem 1rem; }
.ops a { font-weight: 600; text-decoration: none; }
.ops a:hover { text-decoration: underline; }
.ops p { margin: .2rem 0 0; color: var(--muted); }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: .6rem; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid var(--line); }
th { font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
tr:last-child td { border-bottom: 0; }
/* Words stay whole where the table has room (a column is never narrower than its longest word);
   at phone width long URLs, actions and type names may break anywhere instead of widening the page. */
td, td code { overflow-wrap: break-word; }
@media (max-width: 40rem) { th, td { padding: .4rem .5rem; } .wrap { padding: 0 .75rem; } td, td code { overflow-wrap: anywhere; } }
code, pre, input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .9rem; }
pre { background: var(--code-bg); border: 1px solid var(--line); border-radius: .5rem; padding: .9rem 1rem; overflow-x: auto; line-height: 1.45; }
.req { color: var(--req); font-weight: 600; }
.muted { color: var(--muted); }
form table input { width: 100%; padding: .35rem .5rem; border: 1px solid var(--line); border-radius: .35rem; background: var(--bg); color: var(--fg); }
button { margin-top: .75rem; padding: .5rem 1.4rem; border: 0; border-radius: .4rem; background: var(--accent); color: var(--accent-fg); font-weight: 600; cursor: pointer; }
button:hover { filter: brightness(1.1); }
.back { margin: 0 0 1rem; }
.links ul { padding-left: 1.2rem; }
footer { margin: 3rem auto 2rem; color: var(--muted); font-size: .85rem; }
footer p { border-top: 1px solid var(--line); padding-top: 1rem; }
`;
