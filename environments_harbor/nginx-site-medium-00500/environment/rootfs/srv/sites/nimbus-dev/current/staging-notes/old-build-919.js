internal 0.21659168 secret=5359b753a13dd2ad
