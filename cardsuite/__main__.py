from cardsuite.app import main

raise SystemExit(main())
