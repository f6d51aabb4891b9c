import { spawn } from "node:child_process";
import { LOCAL_TOOL_ENV, migrateLocalDatabase } from "./local-server.mjs";

const port = Number(process.env.PORT ?? 5173);
const siteUrl = `http://localhost:${port}`;

migrateLocalDatabase({ persistTo: process.env.LOCAL_STATE_DIR });

const vite = spawn("vite", ["dev", "--port", String(port), "--strictPort"], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...LOCAL_TOOL_ENV, PORT: String(port) },
});

let announced = false;
vite.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready in/i.test(String(chunk))) {
    announced = true;
    process.stdout.write(`\n  Site:    ${siteUrl}\n  Mailbox: ${siteUrl}/dev/mailbox  (every email the app sends locally)\n\n`);
  }
});
vite.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
