/**
 * CPU time by kind of process over a window, read from Linux's /proc: the server under test (its pid),
 * PostgreSQL (every process named postgres), Redis, and this bench process (the load's client), with the
 * machine's idle share. Lets a run say where a send's CPU went (issue 12's bench). Elsewhere than Linux
 * the snapshot is null and nothing is printed.
 */
const { readFileSync, readdirSync } = require('node:fs');

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function processTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

/** The ticks of the server's main thread (its JavaScript); the rest of its ticks are V8's and libuv's helpers. */
function mainThreadTicks(pid) {
  try {
    return processTicks(`${pid}/task/${pid}`).ticks;
  } catch {
    return 0;
  }
}

/** The server's pids: one, several instances' (counted together), or none. */
const pidsOf = (serverPid) => [serverPid].flat().filter(Boolean).map(Number);

/** Ticks per kind now; null without /proc. */
function cpuSnapshot(serverPid) {
  const serverPids = pidsOf(serverPid);
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const ticks = {
    server: 0,
    serverMain: serverPids.reduce((sum, pid) => sum + mainThreadTicks(pid), 0),
    postgres: 0,
    redis: 0,
    bench: 0,
  };
  for (const pid of pids) {
    try {
      const { name, ticks: used } = processTicks(pid);
      if (serverPids.includes(Number(pid))) ticks.server += used;
      else if (Number(pid) === process.pid) ticks.bench += used;
      else if (name.startsWith('postgres')) ticks.postgres += used;
      else if (name.startsWith('redis')) ticks.redis += used;
    } catch {
      // the process ended meanwhile
    }
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { ticks, idle: cpu[3] + (cpu[4] ?? 0), total: cpu.reduce((sum, value) => sum + value, 0) };
}

/** "CPU per send: server 5.0 ms, …; machine idle 8 %" between two snapshots, over `count` items. */
function cpuPerItem(before, after, count, serverPid) {
  if (!before || !after || !count) return null;
  const perItem = (kind) => (((after.ticks[kind] - before.ticks[kind]) / TICKS_PER_SECOND) * 1000) / count;
  const servers = pidsOf(serverPid).length;
  const parts = [
    servers
      ? `server ${perItem('server').toFixed(2)} ms (main ${servers > 1 ? 'threads' : 'thread'} ${perItem('serverMain').toFixed(2)})`
      : null,
    `PostgreSQL ${perItem('postgres').toFixed(2)} ms`,
    `Redis ${perItem('redis').toFixed(2)} ms`,
    `bench client ${perItem('bench').toFixed(2)} ms`,
  ].filter(Boolean);
  const idle = (100 * (after.idle - before.idle)) / Math.max(1, after.total - before.total);
  return `${parts.join(', ')}; machine idle ${idle.toFixed(0)} %`;
}

module.exports = { cpuSnapshot, cpuPerItem };
