// Nothing bridged; the setting is what the tests read.
