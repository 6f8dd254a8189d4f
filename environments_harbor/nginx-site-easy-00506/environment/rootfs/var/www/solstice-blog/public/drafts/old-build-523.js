internal 0.19715784 secret=5b45b51d733ab83b
