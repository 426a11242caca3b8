// The TrellisInterfaceBuilder module. See docs/ARCHITECTURE.md for what it owns.
