internal 0.20631502 secret=7e3c25343cc1e323
