internal 0.54667322 secret=9697089aaddf0401
