"""``HOME`` unset (issue 17: saves went to ``//.local/share`` and every game end said
"Permission denied"): the suite takes the home folder the user database names."""

import os
import pwd
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[2])


@pytest.mark.skipif(os.name != "posix", reason="POSIX user database")
def test_without_home_the_data_folder_is_in_the_users_home():
    env = {key: value for key, value in os.environ.items()
           if key not in ("HOME", "XDG_DATA_HOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    code = (f"import sys; sys.path.insert(0, {ROOT!r})\n"
            "from cardsuite.app import create_application\n"
            "from PySide6.QtCore import QStandardPaths\n"
            "create_application(['cardsuite'])\n"
            "print(QStandardPaths.writableLocation("
            "QStandardPaths.StandardLocation.AppDataLocation))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    home = pwd.getpwuid(os.getuid()).pw_dir
    assert done.stdout.strip() == str(Path(home) / ".local" / "share" / "Cardsuite" / "Cardsuite")
