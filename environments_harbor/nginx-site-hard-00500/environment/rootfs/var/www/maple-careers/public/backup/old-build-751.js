internal 0.56884180 secret=8a525c5e6dfa4311
