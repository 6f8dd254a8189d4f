internal 0.58919959 secret=e751a33c6501a7cf
