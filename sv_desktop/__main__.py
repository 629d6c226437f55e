import sys

from sv_desktop.cli.main import main

sys.exit(main())
