"""A throwaway PostgreSQL + PostGIS server for tests: its own cluster in a temporary folder, on a Unix
socket and a free loopback port, run as the ``postgres`` system user (PostgreSQL refuses root).

``scripts/ensure-deps.sh`` installs Debian's ``postgresql-postgis``; where it is missing
:func:`start` raises :class:`Unavailable` with the reason (the tests skip, saying so). The server
is waited for with ``pg_isready`` (its own readiness check), never for a fixed time, and stopped
with ``pg_ctl stop`` at the end.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess  # nosec B404 - starts the test's own PostgreSQL
import tempfile
import time
from dataclasses import dataclass


class Unavailable(RuntimeError):
    pass


@dataclass
class Server:
    bindir: str
    datadir: str
    sockdir: str
    port: int
    user: str = "postgres"
    dbname: str = "geosense_test"

    def uri(self) -> str:
        return f"host={self.sockdir} port={self.port} dbname='{self.dbname}' user={self.user}"

    def psql(self, sql: str) -> str:
        out = _run([os.path.join(self.bindir, "psql"), "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1",
                    "-h", self.sockdir, "-p", str(self.port), "-U", self.user, "-d", self.dbname, "-c", sql])
        return out.strip()

    def stop(self) -> None:
        try:
            _run([os.path.join(self.bindir, "pg_ctl"), "-D", self.datadir, "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(os.path.dirname(self.datadir), ignore_errors=True)


def _as_postgres(cmd):
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *cmd]
    return cmd


def _run(cmd, timeout: float = 120) -> str:
    done = subprocess.run(_as_postgres(cmd), capture_output=True, text=True, timeout=timeout, check=False)  # nosec B603
    if done.returncode != 0:
        raise Unavailable(f"{os.path.basename(cmd[0])} failed: {done.stderr.strip()[-400:]}")
    return done.stdout


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(timeout: float = 60) -> Server:
    bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not bins:
        raise Unavailable("PostgreSQL is not installed (Debian's postgresql-postgis)")
    bindir = os.path.dirname(bins[-1])
    version = bindir.split("/")[-2]
    if not glob.glob(f"/usr/share/postgresql/{version}/extension/postgis.control"):
        raise Unavailable(f"PostGIS is not installed for PostgreSQL {version}")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            raise Unavailable("there is no postgres system user") from None
    top = tempfile.mkdtemp(prefix="geosense-pg-")
    os.chmod(top, 0o777)  # nosec B103 - a throwaway test folder the postgres user must write
    datadir, sockdir = os.path.join(top, "data"), os.path.join(top, "sock")
    os.mkdir(sockdir)
    os.chmod(sockdir, 0o777)  # nosec B103 - as above
    server = Server(bindir, datadir, sockdir, _free_port())
    _run([os.path.join(bindir, "initdb"), "-D", datadir, "-A", "trust", "-U", "postgres", "-E", "UTF8"])
    _run([os.path.join(bindir, "pg_ctl"), "-D", datadir, "-l", os.path.join(top, "log"), "-w", "-t", str(int(timeout)),
          "-o", f"-k {sockdir} -p {server.port} -c listen_addresses='' -c fsync=off", "start"])
    deadline = time.monotonic() + timeout
    while True:
        ready = subprocess.run(_as_postgres([os.path.join(bindir, "pg_isready"), "-h", sockdir, "-p",  # nosec B603
                                             str(server.port)]), capture_output=True, check=False)
        if ready.returncode == 0:
            break
        if time.monotonic() > deadline:
            server.stop()
            raise Unavailable("PostgreSQL did not become ready")
        time.sleep(0.1)  # polling pg_isready, the server's own readiness answer
    _run([os.path.join(bindir, "createdb"), "-h", sockdir, "-p", str(server.port), "-U", "postgres", server.dbname])
    server.psql("CREATE EXTENSION postgis")
    return server
