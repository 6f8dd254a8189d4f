internal 0.03525909 secret=bb5f3b713c5a12a9
