import { readdirSync, readFileSync } from "node:fs";

/**
 * What a server's processes (all of one process group: wrangler or npm, vite, workerd) spend,
 * read from /proc. Linux only: each answers undefined without /proc.
 */

/** User and system CPU seconds of every process in the group. */
export function groupCpuSeconds(processGroup) {
  const stats = groupStats(processGroup);
  // Fields after the command's closing parenthesis: state, ppid, pgrp, ..., utime (12th), stime (13th).
  // Linux counts them in clock ticks of 1/100 s (USER_HZ).
  return stats && stats.reduce((sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]), 0) / 100;
}

/** The resident memory of every process in the group together, in MB. */
export function groupResidentMb(processGroup) {
  const stats = groupStats(processGroup);
  if (!stats) return undefined;
  let kb = 0;
  for (const { pid } of stats) {
    try {
      kb += Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

/** Each process of the group with its /proc stat fields after the command's name. */
function groupStats(processGroup) {
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = [];
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // The process ended meanwhile.
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === processGroup) stats.push({ pid, fields });
  }
  return stats;
}
