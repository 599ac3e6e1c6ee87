from traindiag.interfaces.cli import main

raise SystemExit(main())
