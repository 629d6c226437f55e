import sys

from sv_desktop.cli import main

sys.exit(main())
